// Files the player saves from the page (a game's record, an unusable save, the match history):
// made in the page and handed to the browser's download, so no request leaves the page.

/**
 * Save a text as a JSON file through a temporary object URL.
 * @param {string} text
 * @param {string} filename
 */
export function downloadText(text, filename) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own reference to the blob once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
