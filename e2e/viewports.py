"""The screen sizes the browser tests open pages at, each defined once."""

from __future__ import annotations

# The phone most tests use (and the most crowded table on the smallest screen of test_play.py).
PHONE = {"width": 390, "height": 844}
# The two phones every phone test covers (360 x 640, the smallest in use; 390 x 844).
PHONES = {"360x640": {"width": 360, "height": 640}, "390x844": {"width": 390, "height": 844}}
# The six sizes of test_viewport.py: desktops, phones and a phone on its side.
SIZES = {
    "desktop-1280x720": {"width": 1280, "height": 720},
    "laptop-1366x768": {"width": 1366, "height": 768},
    "full-hd-1920x1080": {"width": 1920, "height": 1080},
    "phone-390x844": {"width": 390, "height": 844},
    "small-phone-360x640": {"width": 360, "height": 640},
    "landscape-phone-844x390": {"width": 844, "height": 390},
}
# A desktop and a phone (plain viewports): a page of test_viewport.py and test_axe.py is taken
# to both.
DESKTOP_AND_PHONE = {name: SIZES[name] for name in ("desktop-1280x720", "phone-390x844")}
