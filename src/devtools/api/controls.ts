import type { BackendControl } from '../../domain/backendControls';
import * as routes from '../../domain/api/routes/controls';
import { call } from '../../app/api/client';

// The request tester's backend controls (our extension of the API, D26). Every call returns the
// controls that are on afterwards.

export const getControls = () => call(routes.controls).then((reply) => reply.controls);

export const addControl = (control: BackendControl) =>
  call(routes.addControl, { body: { control } }).then((reply) => reply.controls);

export const turnOffControl = (controlId: string) =>
  call(routes.turnOffControl, { params: { controlId } }).then((reply) => reply.controls);

export const turnAllControlsOff = () =>
  call(routes.turnAllControlsOff).then((reply) => reply.controls);
