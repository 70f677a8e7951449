// Where a story's committed picture lives, named as Vitest names its screenshots. The picture
// command (./pictureCommand.ts, in Node) writes and compares these files; the Tests panel
// (./testsPanel.ts, in the manager) shows them from the published Storybook: one rule for both.

/** 'Busy Line' at 360 px is Busy-Line-360-chromium-linux.png. */
export const pictureFileName = (storyName: string, width: number) =>
  `${`${storyName}-${width}`
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')}-chromium-linux.png`;

/**
 * `src/components/Cart/Cart.stories.tsx` and 'Empty' at 360 px:
 * `src/components/Cart/__screenshots__/Cart.stories.tsx/Empty-360-chromium-linux.png`.
 */
export function picturePath(storyFile: string, storyName: string, width: number) {
  const file = storyFile.replace(/^\.\//, '');
  const slash = file.lastIndexOf('/');
  const folder = file.slice(0, slash + 1);
  return `${folder}__screenshots__/${file.slice(slash + 1)}/${pictureFileName(storyName, width)}`;
}
