import type { Chime } from '../../components/KitchenBoard';

// The new order's chime: two short notes made by the Web Audio API, no sound file. A browser lets
// a page start sound only after the user has interacted with it: the board calls `unlock` in
// every gesture, which makes (or resumes) the AudioContext there.

const MUTED_KEY = 'kitchenChimeMuted';

/** The notes, in hertz, each a fifth of a second apart: A5, then E6. */
const NOTES = [880, 1318.5];
const NOTE_GAP_S = 0.18;
const NOTE_LENGTH_S = 0.35;

function createChime(): Chime {
  let audio: AudioContext | undefined;

  const ready = () => {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    return audio;
  };

  return {
    unlock: () => void ready(),
    play: () => {
      // Before any gesture the browser keeps the page silent: no context to make yet.
      if (!audio && !navigator.userActivation.hasBeenActive) return;
      const context = ready();
      NOTES.forEach((frequency, index) => {
        const at = context.currentTime + index * NOTE_GAP_S;
        const note = context.createOscillator();
        const volume = context.createGain();
        note.type = 'sine';
        note.frequency.value = frequency;
        // A quick rise and a soft fall, so the note neither clicks nor rings on.
        volume.gain.setValueAtTime(0.0001, at);
        volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
        volume.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_LENGTH_S);
        note.connect(volume).connect(context.destination);
        note.start(at);
        note.stop(at + NOTE_LENGTH_S);
      });
    },
  };
}

/** The one chime of the page. */
export const kitchenChime = createChime();

/** Whether the staff muted the chime last time (remembered in this browser). */
export const chimeMuted = () => localStorage.getItem(MUTED_KEY) === 'true';

export function rememberChimeMuted(muted: boolean) {
  if (muted) localStorage.setItem(MUTED_KEY, 'true');
  else localStorage.removeItem(MUTED_KEY);
}
