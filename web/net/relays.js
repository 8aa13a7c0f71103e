// The one list of relays for "Connect automatically" (docs/network.md, "Relays"): public
// WebTorrent trackers, whose WebSocket protocol passes small messages between browsers that
// announce the same swarm. They are named here and nowhere else: the build writes them into the
// page's Content-Security-Policy (connect-src), and the page opens a socket to them only when the
// host has turned the option on (and, on a guest's page, only when the guest taps).

/** @type {readonly string[]} */
export const RELAYS = Object.freeze(["wss://tracker.openwebtorrent.com", "wss://tracker.webtorrent.dev"]);
