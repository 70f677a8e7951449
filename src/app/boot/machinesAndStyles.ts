// A step of main.tsx: XState and styled-components, evaluated in a task of their own.
export { createActor } from 'xstate';
export { useActorRef } from '@xstate/react';
export { default as styled } from 'styled-components';
