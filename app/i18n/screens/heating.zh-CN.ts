// heating: zh-CN texts.
export const heating = {
  title: 'heating',
};
