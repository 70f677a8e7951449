import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component loaded on demand that can also be loaded ahead. Until `preload()` has resolved it
 * renders through `lazy` in a Suspense boundary of its own (nothing while it loads); after that
 * it renders at once, with no boundary. A prerendered page preloads it both when it is built
 * and before it hydrates, so it hydrates with the rest of the page: React hydrates a boundary
 * only after the page around it, and drops a click on a boundary it has not hydrated yet.
 */
export function preloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(load);
  function Preloadable(props: Props) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Object.assign(Preloadable, { preload });
}
