// Its own chunk (see vite.config.ts): only a page the server drew fills the cache from its data.
export { hydrate } from '@tanstack/react-query';
