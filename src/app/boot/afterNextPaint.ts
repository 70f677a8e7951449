/**
 * Resolves once the browser has painted the current frame: work awaited behind it (a
 * navigation, a re-rendered grid) stays out of the frame that shows a control's new state, so
 * the control answers at once on a slow phone.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
