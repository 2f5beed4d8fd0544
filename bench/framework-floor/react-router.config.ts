/** React Router framework mode with server rendering, as the shop (apps/web/react-router.config.ts). */
export default {
  appDirectory: 'app',
  ssr: true,
};
