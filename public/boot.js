// Starts the app on a page the server rendered, once that page has been painted
// (src/server/platform/client-pages.ts): nothing of the app's code competes with the first paint.
// The entry and the page's own chunk are imported side by side.
(function () {
  var script = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(script.getAttribute('data-entry'));
    var page = script.getAttribute('data-page');
    if (page) import(page);
  }
  // The task after the first frame; a hidden tab paints no frame, so a timer starts it anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
