// The prerendered pages' only script tag. The page is already readable; the app's modules are fetched once the
// page's own images and fonts have loaded and its first contentful paint is on screen, so on a slow phone
// connection they do not compete with that paint. The libraries are then evaluated one task at a time, the entry
// last, so no single task blocks the main thread for long. No timers: tests may pause the page's clock.

function preload(href) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  link.crossOrigin = "";
  document.head.append(link);
}

function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  const element = document.getElementById("app-modules");
  const { evaluate = [], preload: chunks = [] } = JSON.parse(element?.textContent ?? "{}");
  for (const href of [...evaluate, ...chunks]) preload(href);
  for (const href of evaluate) {
    await import(href);
    await nextTask();
  }
}

// The observer, not performance.getEntriesByName: a test's fake clock may stub the performance object.
function afterFirstPaint() {
  const canObservePaint =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!canObservePaint) {
    void start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
    observer.disconnect();
    void start();
  });
  observer.observe({ type: "paint", buffered: true });
}

if (document.readyState === "complete") afterFirstPaint();
else window.addEventListener("load", afterFirstPaint, { once: true });
