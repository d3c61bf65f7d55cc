// fog: zh-CN texts.
export const fog = {
  title: 'fog',
};
