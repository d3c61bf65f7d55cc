/** A warm spring morning for the 预演: a lower opening temperature previewed, then saved, and a cooler midday. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'preview-spring-vents',
  title: { zh: '预演：春日早开窗', en: 'Preview: open the vents earlier on a spring day' },
  description:
    '5月12日 09:00，一号基地，温暖的春日，棚里已经 23 °C。卷膜通风从 24.5 °C 起开窗，只开一条缝。学员在卷膜通风编辑页把开窗温度' +
    '改成 21 °C，先按「预演」看未来 24 小时：绿色曲线的中午比灰色的低一两度，开度曲线更早升起，过湿小时减少、加温能耗略增。' +
    '一小时后保存，卷膜开到 30 % 以上，中午棚里保持在 23 °C 以下。(12 May, 09:00 at base 1, a warm spring ' +
    'day, 23 °C in the house already. The vents open from 24.5 °C and stand barely ajar. The trainees set the opening temperature to 21 °C in the ' +
    'roll-film editor and press 预演 first: the green line runs a degree or two below the grey one at midday, ' +
    "the vents' line rises earlier, with fewer hours too humid and a little more heating energy. An hour in the setting is saved; the vents open to 30 % and more, and " +
    'the house stays at or below 23 °C through midday.)',
  teaches: [
    '预演对比已保存和修改后的两次运行，什么都不保存 (the preview runs the saved and the edited setting; it saves nothing)',
    '开窗温度降低：中午更凉、排湿更多、加温略增 (a lower opening temperature: a cooler, drier midday, a little more heating)',
    '预演靠天气预报和模型：看差别，别只看数值 (the preview rests on a forecast and a model: read the difference)',
  ],
  farm: { name: 'demo' },
  start: { iso: '2026-05-12T09:00:00+08:00' },
  seed: 11,
  durationMs: '5h',
  timeline: [
    {
      at: '0m',
      do: 'request',
      id: 'vent-auto',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 1, action: 'auto' },
      title: { zh: '卷膜交给自动', en: 'Vent on automatic' },
      note: '先确认1号棚的卷膜在自动状态：手动的执行器在预演里也一直不动。(First make sure the vents of house 1 are on automatic: a manual actuator stays still in the preview too.)',
    },
    {
      at: '0m',
      do: 'narrate',
      title: { zh: '开场：先预演，不保存', en: 'Opening: preview first, save nothing' },
      note: '打开 自动控制 → 卷膜通风 → 编辑，把开窗温度从 24.5 改成 21，按「预演」。灰色虚线是已保存的设置，绿色实线是修改后的。(Open Automation → 卷膜通风 → Edit, change the opening temperature from 24.5 to 21 and press 预演. The dashed grey line is the saved setting, the solid green one the edit.)',
    },
    {
      at: '15m',
      do: 'narrate',
      title: { zh: '读曲线和表格', en: 'Read the curves and the table' },
      note: '室内温度图：中午绿线比灰线低一两度；开度图：绿线更早升起。表格看差值：过湿小时减少，加温能耗略增。问学员：后半夜两条线为什么重合？(Air temperature: the green line a degree or two below the grey one at midday; positions: the green line rises earlier. In the table read the difference column: fewer hours too humid, a little more heating energy. Ask: why do the lines meet after midnight?)',
    },
    {
      at: '30m',
      do: 'narrate',
      title: { zh: '预演知道什么、不知道什么', en: 'What the preview knows and does not' },
      note: "看顶部的标签：天气来自控制器的逐时预报，参数是「模型默认值」还是「分区校准参数」。预报有误差，模型也不是这座温室：看两条线的差别，别只看绝对值。(Look at the chips on top: the weather is the controller's hourly forecast, the parameters the model defaults or the zone's calibration. A forecast errs and a model is not this greenhouse: read the difference between the lines, not their height.)",
    },
    {
      at: '1h',
      do: 'request',
      id: 'save-earlier-vents',
      server: 0,
      topic: 'system/conf',
      confTyp: 'strategy',
      method: 'update',
      para: {
        stid: 2,
        name: '卷膜通风',
        zoneIds: [1, 2, 3, 4],
        enabled: true,
        priority: 60,
        kind: 'rollFilm',
        params: {
          aids: [
            1, 2, 15, 16, 29, 30, 43, 44, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72,
          ],
          openAbove: 21,
          pBand: 4,
          minOpen: 0,
          maxOpen: 100,
          step: 10,
        },
      },
      title: { zh: '保存：21 °C 起开窗', en: 'Saved: vents open from 21 °C' },
      note: '现在保存（或由讲师保存）：控制器回答代码 0。卷膜从 21 °C 起开。(Save now, or the trainer does: the controller answers code 0. The vents open from 21 °C.)',
    },
    {
      at: '3h',
      do: 'narrate',
      title: { zh: '中午：对照预演', en: 'Midday: compare with the preview' },
      note: "中午了。首页看1号棚温度，和刚才预演的绿线比一比：相差一两度是预报和模型的误差。(Midday. Read house 1 on the home screen and hold it against the green line of the preview: a degree or two apart is the forecast's and the model's error.)",
    },
  ],
  expect: [
    {
      id: 'little-open-before',
      title: {
        zh: '保存前1号棚左侧卷膜开度 ≤ 20 %',
        en: 'before the save, the left vent of house 1 stays at or below 20 %',
      },
      within: ['5m', '55m'],
      mode: 'always',
      check: { kind: 'actuator', server: 0, aid: 1, position: { lte: 20 } },
    },
    {
      id: 'saved',
      title: {
        zh: '控制器接受新的开窗温度 (代码 0)',
        en: 'the controller takes the new opening temperature (code 0)',
      },
      within: ['1h', '1h5m'],
      check: { kind: 'reply', step: 'save-earlier-vents', code: 0 },
    },
    {
      id: 'vents-open',
      title: { zh: '1号棚左侧卷膜开到 ≥ 30 %', en: 'the left vent of house 1 opens to >= 30 %' },
      within: ['1h', '4h'],
      check: { kind: 'actuator', server: 0, aid: 1, position: { gte: 30 } },
    },
    {
      id: 'midday-cool',
      title: {
        zh: '11:00–13:00 1号棚气温不超过 23 °C',
        en: 'house 1 stays at or below 23 °C from 11:00 to 13:00',
      },
      within: ['2h', '4h'],
      mode: 'always',
      check: { kind: 'reading', server: 0, zid: 1, sensor: 'airTemp', lte: 23 },
    },
  ],
});
