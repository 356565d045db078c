import { create } from 'zustand';
import { useAuthStore } from '../stores/auth-store';

interface SessionNoticeState {
  /** The session ended without the diner signing out (a refresh failed, another tab signed out). */
  expired: boolean;
  dismiss: () => void;
}

/**
 * Whether the "your session has ended" notice is due. In `shared` (not in remote-auth) so the host can start
 * watching at start-up and download the auth remote's notice only once there is something to say.
 */
export const useSessionNoticeStore = create<SessionNoticeState>()((set) => ({
  expired: false,
  dismiss: () => set({ expired: false }),
}));

export const useSessionExpired = () => useSessionNoticeStore((state) => state.expired);
export const useDismissSessionNotice = () => useSessionNoticeStore((state) => state.dismiss);

let signingOut = false;

/** Runs `action` (which clears the session) without it counting as an expiry. */
export function asIntentionalSignOut(action: () => void): void {
  signingOut = true;
  try {
    action();
  } finally {
    signingOut = false;
  }
}

let unsubscribe: (() => void) | null = null;
let watchers = 0;

/**
 * The shared API client clears the session when a refresh fails; this notices that the diner lost their tokens
 * without asking to. One subscription however many callers (the host at start-up, the notice when mounted); it
 * stops when the last caller calls the function returned.
 */
export function watchSessionExpiry(): () => void {
  watchers += 1;
  unsubscribe ??= useAuthStore.subscribe((state, previous) => {
    if (state.accessToken !== null && useSessionNoticeStore.getState().expired) {
      useSessionNoticeStore.setState({ expired: false });
    } else if (previous.accessToken !== null && state.accessToken === null && !signingOut) {
      useSessionNoticeStore.setState({ expired: true });
    }
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0) {
      unsubscribe?.();
      unsubscribe = null;
    }
  };
}
