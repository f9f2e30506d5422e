import type { ClientDirective } from 'astro';

/**
 * `client:afterpaint`: hydrates once the page has painted its first content, then when the browser
 * is idle. For islands nobody sees at first (closed dialogs). With `client:idle` a fast machine
 * asked for React before the first paint now and then (the load event can come first), and
 * Lighthouse then counted 66 KB of script as needed for it: /contact's LCP jumped from 1.06 s to
 * 1.5–1.7 s in one run out of three.
 */
const afterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void hydrate(), { timeout: 2000 })
      : setTimeout(hydrate, 200);
  try {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timer below hydrates.
  }
  // A page that paints no content (a background tab) or a browser without paint timing still hydrates.
  setTimeout(whenIdle, 3000);
};

export default afterPaint;
