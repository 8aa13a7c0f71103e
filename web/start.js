// The page's own modules (app.js and the 130 files it imports), loaded once the engine's worker
// has asked for its files (engine-start.js's engineUnderWay): on a first visit over HTTP/1.1 the
// browser sends six requests at a time to the host, and on a phone's link each waits a round trip,
// so Python's downloads, the longest part of a first visit, go first and these come beside them.
// The one click listener (core/actions.js, which imports nothing) is installed at once, so that a
// tap on the table's static markup meanwhile is answered once app.js has wired the controls.
//
// The language is chosen here (i18n/i18n.js: the address's, the one kept, the browser's) and its
// table loaded before app.js, so the page says its first word in it. The markup's words stay hidden
// until then, unless it is already written in that language (index.html's English): a language it
// is not written in has its table asked for at once, the markup's own only once the worker's files
// have been asked for, as app.js is.

import { actionsWired, installActions } from "./core/actions.js";
import { KEYS, storage } from "./core/storage.js";
import { engineUnderWay } from "./engine-start.js";
import { loadLanguage, startLanguage } from "./i18n/i18n.js";

installActions();

// The language chosen on an earlier visit (null where storage is blocked: the browser's language does).
const markupSaysIt = startLanguage(storage.get(KEYS.lang));
const words = markupSaysIt ? engineUnderWay.then(loadLanguage) : loadLanguage();
await engineUnderWay;
await words;
await import("./app.js");
actionsWired();
