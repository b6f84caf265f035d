// The prerendered pages' only script tag. The page is already readable; the app's modules are fetched once the
// page's own images and fonts have loaded and the page has painted, so on a slow phone connection they do not
// compete with the first paint.
function start() {
  const element = document.getElementById("app-modules");
  const [entry, ...chunks] = JSON.parse(element?.textContent ?? "[]");
  for (const href of chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.crossOrigin = "";
    document.head.append(link);
  }
  if (entry) import(entry);
}

function afterNextPaint() {
  requestAnimationFrame(() => setTimeout(start, 0));
}

if (document.readyState === "complete") afterNextPaint();
else window.addEventListener("load", afterNextPaint, { once: true });
