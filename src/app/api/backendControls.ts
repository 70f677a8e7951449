import {
  BACKEND_CONTROLS_PATH,
  type ActiveControl,
  type BackendControl,
} from '../../domain/backendControls';
import { request } from './client';

// The request tester's backend controls (our extension of the API, D26). Every call returns the
// controls that are on afterwards.

type ControlsReply = { controls: ActiveControl[] };
const controls = (reply: ControlsReply) => reply.controls;

export const getControls = () => request<ControlsReply>(BACKEND_CONTROLS_PATH).then(controls);

export const addControl = (control: BackendControl) =>
  request<ControlsReply>(BACKEND_CONTROLS_PATH, { method: 'POST', body: { control } }).then(
    controls,
  );

export const turnOffControl = (id: string) =>
  request<ControlsReply>(`${BACKEND_CONTROLS_PATH}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  }).then(controls);

export const turnAllControlsOff = () =>
  request<ControlsReply>(BACKEND_CONTROLS_PATH, { method: 'DELETE' }).then(controls);
