declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  export const routes: ServerBuild['routes'];
  export const entry: ServerBuild['entry'];
  export const assets: ServerBuild['assets'];
}
