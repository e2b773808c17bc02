// The page's entry: the styles, then the app once the server's HTML has painted. The app's code is
// fetched from the first paint on (the server lists its modulepreload links in an inert template);
// fetching and running it only after the first paint keeps it from holding back what the shopper
// sees first (docs/decisions/048-first-paint-in-few-requests.md, "Paint before the app runs";
// docs/decisions/107-first-paint-bytes.md).
import './fonts/fonts.css';
import './styles.css';

function afterFirstPaint(run: () => void): void {
  // A hidden tab paints nothing and runs no animation frame: start at once.
  if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    run();
    return;
  }
  // The frame callback runs just before the browser paints; the task it queues runs after.
  requestAnimationFrame(() => setTimeout(run, 0));
}

const FIRST_CONTENT_WAIT_CAP_MS = 2000;

/**
 * The page's first content before the app's code: its main image (the LCP candidate the page marks
 * fetchpriority="high": the product photo, the home hero, the shop's first row) and its display
 * fonts. The app's ~80 KB would otherwise share a slow network with them and their paint could
 * fall after the first frame; the early taps script answers taps meanwhile. Capped, so a stalled
 * image or font never keeps the app away (docs/decisions/107-first-paint-bytes.md).
 */
function afterFirstContent(run: () => void): void {
  const image = document.querySelector('img[fetchpriority="high"]');
  const imageLoaded =
    image instanceof HTMLImageElement && !image.complete
      ? new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        })
      : Promise.resolve();
  const fontsLoaded = document.fonts?.ready ?? Promise.resolve();
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONTENT_WAIT_CAP_MS));
  void Promise.race([Promise.all([imageLoaded, fontsLoaded]), cap]).then(run);
}

afterFirstContent(() => afterFirstPaint(startApp));

function startApp(): void {
  // The app's and the route's modules, listed by the server (src/server/pages/build-assets.ts):
  // preloaded together, so the route's code does not wait for the app to ask for it.
  const modules = document.getElementById('app-modules');
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
  import('./app').catch((error: unknown) => {
    // A deploy replaced the files: the server's page still works as links.
    console.error('The app could not load', error);
  });
}
