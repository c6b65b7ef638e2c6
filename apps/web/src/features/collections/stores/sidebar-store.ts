import { layout } from '@kolekt/shared/constants';
import { create } from 'zustand';

export const sidebarCookieName = 'sidebar_state';

function readCookie(): boolean {
  const entry = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${sidebarCookieName}=`));
  // Open unless the user closed it: a first visit shows the collections list.
  return entry ? entry.split('=')[1] !== 'false' : true;
}

function writeCookie(open: boolean) {
  document.cookie = `${sidebarCookieName}=${open}; path=/; max-age=${layout.sidebarCookieMaxAgeSeconds}; samesite=lax`;
}

interface SidebarState {
  /** The desktop panel: open (16rem) or icons only (3rem); remembered for 7 days. */
  open: boolean;
  /** The mobile overlay starts closed on every visit, as it would cover the page. */
  openMobile: boolean;
  setOpen: (open: boolean) => void;
  setOpenMobile: (open: boolean) => void;
  toggle: (isMobile: boolean) => void;
}

export const useSidebarStore = create<SidebarState>()((set, get) => ({
  open: readCookie(),
  openMobile: false,
  setOpen: (open) => {
    writeCookie(open);
    set({ open });
  },
  setOpenMobile: (openMobile) => set({ openMobile }),
  toggle: (isMobile) => {
    if (isMobile) set({ openMobile: !get().openMobile });
    else get().setOpen(!get().open);
  },
}));
