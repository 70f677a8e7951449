/** The card layout shared by the login and signup screens. */
import { Link } from 'react-router';
import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

export const Card = styled(Panel)`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
`;

export const Title = styled(Text).attrs({ as: 'h1', $size: 'xxl', $wideSize: 'xxxl' })`
  margin-bottom: ${theme.space.lg};
  text-align: center;
`;

/**
 * POST, so that a form sent before its page has hydrated (the browser's own submit) never puts
 * the email and password in the address bar; once hydrated, the form handles submit itself.
 */
export const Form = styled.form.attrs({ method: 'post' })`
  display: grid;
  gap: ${theme.space.md};
`;

export const Actions = styled(Stack)`
  margin-top: ${theme.space.xs};
`;

/** The link to the other screen (login ↔ signup), under the form. */
export const SwitchLink = styled(Link)`
  display: block;
  width: fit-content;
  margin: ${theme.space.lg} auto 0;
  padding: ${theme.space.xxs} ${theme.space.xs};
  font-weight: ${theme.fontWeights.semibold};
  text-align: center;
`;
