// "Scan reply" on the host's invitation card (issue 26; docs/network.md): the camera's preview,
// Cancel and what happened, in the card's scan slot (`.net-scan[data-seat]`, made empty by
// net/panel.js; everything in it is this module's). The text read goes to the same command as a
// pasted reply: a code from the camera is trusted no more than a typed one. One camera at a time:
// scanning for another seat stops the first. The camera, and the decoder, are loaded on the first
// scan (net/scan.js).

import { button, make } from "../core/dom.js";
import { onAction } from "../core/actions.js";
import { t } from "../i18n/i18n.js";

/**
 * @typedef {import("./scan.js").Scan} Scan
 * @typedef {import("./scan.js").ScanEnd} ScanEnd
 */

/** The scan going on, if any, and the seat it is for. @type {{seat: number, scan: Scan} | null} */
let current = null;

/** What the card says when a scan ends without a code (a cancelled scan says nothing). */
const ENDS = /** @type {Record<Exclude<ScanEnd, "read" | "cancelled">, string>} */ ({
  timeout: "net.scanTimeout",
  insecure: "net.scanInsecure",
  refused: "net.scanRefused",
  none: "net.scanNone",
  failed: "net.scanFailed",
});

/** @param {(seat: number, text: string) => void} acceptReply  the pasted reply's command */
export function installReplyScan(acceptReply) {
  onAction("scan-reply", (control) => {
    const seat = Number(control.dataset.seat);
    if (current?.seat === seat) return; // already scanning for it
    current?.scan.stop("cancelled");
    const slot = /** @type {HTMLElement | null} */ (document.querySelector(`.net-scan[data-seat="${seat}"]`));
    if (slot) scanInto(slot, seat, acceptReply);
  });
  onAction("scan-cancel", () => current?.scan.stop("cancelled"));
}

/** Whether the camera is on (for the tests, and for nothing else). */
export function scanning() {
  return current?.scan.live ?? false;
}

/** @param {HTMLElement} slot @param {number} seat @param {(seat: number, text: string) => void} acceptReply */
async function scanInto(slot, seat, acceptReply) {
  const video = /** @type {HTMLVideoElement} */ (make("video", "net-scan-video"));
  video.setAttribute("aria-label", t("net.scanVideo"));
  const note = make("p", "net-scan-note", t("net.scanAim"));
  note.setAttribute("role", "status");
  slot.replaceChildren(note, video, button("scan-cancel", t("net.scanCancel"), "btn btn-quiet"));
  slot.scrollIntoView({ block: "nearest" }); // the preview below the fold on a phone
  /** @type {Scan} */
  let scan;
  try {
    const { Scan, LIMIT_MS } = await import("./scan.js");
    scan = new Scan(video, {
      read: (text) => {
        note.textContent = t("net.scanRead");
        acceptReply(seat, text.trim());
      },
      end: (reason) => {
        if (current?.scan === scan) current = null;
        video.remove();
        slot.querySelector('[data-action="scan-cancel"]')?.remove();
        if (reason === "cancelled") note.remove();
        else if (reason !== "read") note.textContent = t(ENDS[reason], { n: LIMIT_MS / 60_000 });
      },
    });
  } catch (err) {
    note.textContent = t("net.scanFailed"); // the module could not be fetched
    video.remove();
    return;
  }
  current = { seat, scan };
  await scan.start();
}
