import { expect, screen, waitFor } from 'storybook/test';

/** A toast slides in (it starts transparent): wait until the shopper can see it (the first, if the same text shows twice). */
export const expectToast = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible());
