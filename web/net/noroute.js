// When there is no route between two devices (issue 26, finding 5): a connection that cannot be
// made is said to have failed, in time, instead of "connecting" forever. It has failed when the
// browser gives ICE up ("failed"), or when the channel has not opened NO_ROUTE_MS after the
// attempt began (the host: its reply accepted; the guest: its ICE checks begun). Not final: a
// channel that opens later still opens (peer.js).

/** How long an attempt may go without an open channel before it is said to have failed. */
const NO_ROUTE_MS = 15000;

/**
 * Watches one connection; `failed()` is called at most once, unless `stop()` came first (the channel open, or closed).
 * @param {RTCPeerConnection} pc
 * @param {() => void} failed
 * @param {{startOnChecking?: boolean, ms?: number}} [options] startOnChecking: the guest's side
 */
export function watchRoute(pc, failed, { startOnChecking = false, ms = NO_ROUTE_MS } = {}) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let over = false;
  const end = () => {
    over = true;
    if (timer !== null) clearTimeout(timer);
    pc.removeEventListener("iceconnectionstatechange", check);
    pc.removeEventListener("connectionstatechange", check);
  };
  const fail = () => {
    if (over) return;
    end();
    failed();
  };
  const start = () => {
    if (!over && timer === null) timer = setTimeout(fail, ms);
  };
  function check() {
    if (pc.iceConnectionState === "failed" || pc.connectionState === "failed") fail();
    else if (startOnChecking && pc.iceConnectionState === "checking") start();
  }
  pc.addEventListener("iceconnectionstatechange", check);
  pc.addEventListener("connectionstatechange", check);
  return { start, stop: end };
}
