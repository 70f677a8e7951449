/**
 * The library's release notes, made from `git log` when Storybook builds or starts
 * (.storybook/releaseNotes.ts); only the 'Release notes' docs page imports it.
 */
declare module 'virtual:release-notes' {
  const notes: import('./releaseNotes').ReleaseNotes;
  export default notes;
}
