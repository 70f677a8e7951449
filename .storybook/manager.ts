import { createElement } from 'react';
import { addons } from 'storybook/manager-api';
import { STATUSES, statusOf } from '../src/docs/status';
// The Tests panel, the sidebar's test statuses and the build's commit, when published (D50).
import './testsPanel';

// A component's status (its stories' tag, src/docs/status.ts) as a badge after its name in the
// sidebar. A component's entry holds the tags all its stories share; the sidebar's tag filter
// lists the statuses by itself.
addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      if (item.type !== 'component') return undefined;
      const status = statusOf(item.tags);
      if (!status) return undefined;
      const { label, colors } = STATUSES[status];
      // A space, not a gap, between the two: the link's name reads 'Cart Stable'.
      return createElement(
        'span',
        null,
        item.name,
        ' ',
        createElement(
          'span',
          {
            title: STATUSES[status].meaning,
            style: {
              marginLeft: 2,
              padding: '0 5px',
              borderRadius: 8,
              fontSize: 10,
              lineHeight: '16px',
              fontWeight: 700,
              color: colors.text,
              background: colors.background,
              textDecoration: status === 'deprecated' ? 'line-through' : undefined,
            },
          },
          label,
        ),
      );
    },
  },
});
