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

afterFirstPaint(() => {
  // The app's and the route's modules, listed by the server (src/server/http/build-assets.ts):
  // preloaded together, so the route's code does not wait for the app to ask for it.
  const modules = document.getElementById('app-modules');
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
  import('./app').catch((error: unknown) => {
    // A deploy replaced the files: the server's page still works as links.
    console.error('The app could not load', error);
  });
});
