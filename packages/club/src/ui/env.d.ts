// Vite bundles the stylesheet imported by the app entry.
declare module '*.css';
