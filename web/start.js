// The page's own modules (app.js and the 130 files it imports), loaded once the engine's worker
// has asked for its files (engine-start.js's engineUnderWay): on a first visit over HTTP/1.1 the
// browser sends six requests at a time to the host, and on a phone's link each waits a round trip,
// so Python's downloads, the longest part of a first visit, go first and these come beside them.
// The one click listener (core/actions.js, which imports nothing) is installed at once, so that a
// tap on the table's static markup meanwhile is answered once app.js has wired the controls.

import { actionsWired, installActions } from "./core/actions.js";
import { engineUnderWay } from "./engine-start.js";

installActions();

await engineUnderWay;
await import("./app.js");
actionsWired();
