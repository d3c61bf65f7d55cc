// fertigation: zh-CN texts.
export const fertigation = {
  title: 'fertigation',
};
