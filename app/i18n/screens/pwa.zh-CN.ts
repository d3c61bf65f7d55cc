// pwa: zh-CN texts of the installable app (the update prompt and the offline shell).
export const pwa = {
  updateReady: '新版本已经下载好了，重新载入后生效。正在填写的内容请先保存。',
  reloadNow: '重新载入',
  offlineTitle: '没有网络连接',
  offlineBody: '读数、设备状态、报警和所有控制都是控制器发来的实时数据，必须联网才能查看和操作。',
  offlineHint: '网络恢复后本页会自动重新载入，也可以点“重试”。',
  retry: '重试',
};
