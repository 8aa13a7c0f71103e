"""Scan instead of paste (issue 26): the host's "Scan reply" reads the guest's reply QR code
through the camera, in a private network namespace (e2e/netns.py). Chromium's fake camera plays a
YUV4MPEG2 file that the test writes from the pixels of the QR code the guest's page draws; the
host never types: the link opens from what the camera read. The camera stops (every track ended)
on Cancel, once the reply is read, and at the bound when it reads nothing. A camera refused, or
none to ask for, is said in the card in the player's words and changes nothing. Skipped, with
the reason, where no namespace can be made."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from harness import SiteServer
from netns import NetNamespace
from nettable import host_table, prepare
from playwright.sync_api import Browser, Page, Playwright

WIDTH, HEIGHT = 640, 480

# Runs before the page's scripts: every stream the page's camera requests get, kept to look at.
CAMERA_SCRIPT = """
(() => {
  const media = navigator.mediaDevices;
  const seen = (window.__camera = { asked: [], streams: [] });
  if (!media) return;
  const real = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    seen.asked.push(constraints);
    const stream = await real(constraints);
    seen.streams.push(stream);
    return stream;
  };
})();
"""

# The camera's streams, each its tracks' states ("live" or "ended").
TRACKS = "() => window.__camera.streams.map((s) => s.getTracks().map((t) => t.readyState))"

# The reply's QR code exactly as the guest's page drew it: its canvas, one luminance byte a pixel.
GUEST_QR = """async () => {
  const canvas = document.querySelector(".net-seat canvas.net-qr");
  while (canvas.width !== canvas.height) await new Promise((r) => setTimeout(r, 20));
  const { width, height } = canvas;
  const rgba = canvas.getContext("2d").getImageData(0, 0, width, height).data;
  const grey = [];
  for (let i = 0; i < rgba.length; i += 4)
    grey.push(Math.round(0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]));
  return { width, height, grey };
}"""

# The camera refused, as a browser refuses it (its own words kept, to see they go no further).
REFUSE = """() => {
  window.__allowed = navigator.mediaDevices.getUserMedia;
  navigator.mediaDevices.getUserMedia = () =>
    Promise.reject(new DOMException("Permission denied by system", "NotAllowedError"));
}"""

# The page's own scan with a bound of 0.3 s, on a camera that sees no code: why it ended.
BOUNDED = """async () => {
  const { Scan } = await import("./net/scan.js");
  const video = document.body.appendChild(document.createElement("video"));
  const ended = await new Promise((resolve) =>
    new Scan(video, { read: () => resolve("read"), end: resolve }, 300).start());
  video.remove();
  return ended;
}"""


def write_y4m(path: Path, grey: list[int] | None = None, side: int = 0, scale: int = 2) -> None:
    """Three 640x480 frames of YUV4MPEG2 4:2:0: white, with the square picture `grey` (`side`
    pixels a side, one byte a pixel) scaled up `scale` times in the middle; grey only (U, V 128)."""
    luma = bytearray(b"\xff" * (WIDTH * HEIGHT))
    if grey is not None:
        top, left = (HEIGHT - side * scale) // 2, (WIDTH - side * scale) // 2
        for y in range(side * scale):
            row = grey[(y // scale) * side : (y // scale + 1) * side]
            start = (top + y) * WIDTH + left
            luma[start : start + side * scale] = bytes(v for v in row for _ in range(scale))
    chroma = b"\x80" * (WIDTH * HEIGHT // 2)
    frame = b"FRAME\n" + bytes(luma) + chroma
    header = f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + frame * 3)


@pytest.fixture(scope="module")
def camera_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fake camera's film; Chromium opens it when a capture starts, so a test writes it then."""
    return tmp_path_factory.mktemp("camera") / "camera.y4m"


@pytest.fixture(scope="module")
def net_browser(
    playwright: Playwright, netns: NetNamespace, camera_file: Path
) -> Iterator[Browser]:
    """The namespace's Chromium with a fake camera that plays `camera_file`, allowed without a
    prompt (this module's browser, instead of conftest's)."""
    write_y4m(camera_file)
    launched = netns.launch_inside(
        playwright,
        [
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-video-capture={camera_file}",
        ],
    )
    yield launched
    launched.close()


@pytest.fixture
def devices(
    make_net_page: Callable[..., Page], net_server: SiteServer
) -> Callable[[int], list[Page]]:
    def make(n: int) -> list[Page]:
        pages = [prepare(make_net_page(net_server)) for _ in range(n)]
        pages[0].context.add_init_script(CAMERA_SCRIPT)
        return pages

    return make


def test_the_host_scans_the_guest_s_reply_and_both_connect(
    devices: Callable[[int], list[Page]], net_server: SiteServer, camera_file: Path
) -> None:
    host, guest = devices(2)
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 31)
    scan = '[data-action="scan-reply"][data-seat="1"]'
    # A camera that sees no code: the preview plays until Cancel, which turns the camera off.
    write_y4m(camera_file)
    host.click(scan)
    host.wait_for_function("() => document.querySelector('.net-scan video')?.videoWidth > 0")
    assert host.evaluate(TRACKS) == [["live"]]
    asked = host.evaluate("window.__camera.asked")
    assert asked == [{"audio": False, "video": {"facingMode": {"ideal": "environment"}}}]
    host.click('[data-action="scan-cancel"]')
    assert host.evaluate(TRACKS) == [["ended"]]
    assert host.eval_on_selector('.net-scan[data-seat="1"]', "slot => slot.childElementCount") == 0
    # The guest's reply code, as its page draws it, before the camera.
    guest.goto(link)
    guest.wait_for_selector("[data-reply-code]")
    picture = guest.evaluate(GUEST_QR)
    assert picture["width"] == picture["height"]
    write_y4m(camera_file, picture["grey"], picture["width"])
    host.click(scan)
    for page in (host, guest):
        page.wait_for_function("() => document.body.dataset.net === 'connected'")
    # The link opened from the camera alone: nothing was typed, and the camera is off.
    assert host.evaluate(TRACKS) == [["ended"], ["ended"]]
    assert host.evaluate("async () => (await import('./net/replyscan.js')).scanning()") is False
    assert host.locator("video").count() == 0


def test_a_camera_refused_missing_or_seeing_nothing_is_said_and_changes_nothing(
    devices: Callable[[int], list[Page]], net_server: SiteServer, camera_file: Path
) -> None:
    [host] = devices(1)
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 31)
    write_y4m(camera_file)  # a film with no code in it
    card = '.net-seat[data-seat="1"]'
    note = f"{card} .net-scan-note"
    assert host.text_content(f"{card} .net-seat-name") == "Bo · invited"
    # The person (or the browser) refuses the camera: the browser's own words go no further.
    host.evaluate(REFUSE)
    host.click('[data-action="scan-reply"][data-seat="1"]')
    host.wait_for_selector(f"{note}:has-text('settings')")
    assert host.text_content(note) == (
        "This page may not use the camera. Allow it in the browser's settings,"
        " or paste the reply code."
    )
    # A camera that sees no code is turned off at the bound (here 0.3 s, not 2 minutes).
    host.evaluate("() => { navigator.mediaDevices.getUserMedia = window.__allowed; }")
    assert host.evaluate(BOUNDED) == "timeout"
    assert host.evaluate(TRACKS) == [["ended"]]
    # No camera to ask for (a page over http from another device's address has no getUserMedia).
    host.evaluate("() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined })")
    host.click('[data-action="scan-reply"][data-seat="1"]')
    host.wait_for_selector(f"{note}:has-text('https')")
    assert host.text_content(note) == (
        "The camera cannot be used on this page as it was opened (it needs a secure https"
        " address). Paste the reply code instead."
    )
    # Nothing else changed: the same invitation, still waiting, no error, no browser words.
    assert host.text_content(f"{card} .net-seat-name") == "Bo · invited"
    assert host.is_hidden(f"{card} .net-error")
    assert host.input_value(f'{card} textarea[name="reply"]') == ""
    assert "denied" not in host.inner_text("#net-panel")
    assert host.get_attribute("[data-invite-link]", "href") == link
    assert host.locator("video").count() == 0
    assert host.evaluate("document.body.dataset.net") == "offline"
