import { AnchorMdx } from '@storybook/addon-docs/blocks';

/**
 * A link to a page of this Storybook (`/docs/<id>` or `/story/<id>`), which Storybook follows
 * in its own window, as it does a Markdown link in MDX.
 */
export const StorybookLink = ({ path, children }: { path: string; children: string }) => (
  <AnchorMdx href={`?path=${path}`} target="_self">
    {children}
  </AnchorMdx>
);
