import { useAuthStore } from '@restaurant/shared';
import { create } from 'zustand';

interface SessionNoticeState {
  /** The session ended without the diner signing out (a refresh failed, another tab signed out). */
  expired: boolean;
  dismiss: () => void;
}

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

/**
 * The shared API client clears the session when a refresh fails; this notices that the diner lost their tokens
 * without asking to, so the UI can say so and offer to sign in again. Returns the unsubscribe function.
 */
export function watchSessionExpiry(): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (state.accessToken !== null && useSessionNoticeStore.getState().expired) {
      useSessionNoticeStore.setState({ expired: false });
    } else if (previous.accessToken !== null && state.accessToken === null && !signingOut) {
      useSessionNoticeStore.setState({ expired: true });
    }
  });
}
