// zh-CN, the default language: the seed's message texts verbatim (sections 5 and 8), by namespace.
import { account, login, routes, shell } from './zh-CN-shell';
import { zones } from './screens/zones.zh-CN';
import { crops } from './screens/crops.zh-CN';
import { actuators } from './screens/actuators.zh-CN';
import { sensors } from './screens/sensors.zh-CN';
import { home } from './screens/home.zh-CN';
import { automation } from './screens/automation.zh-CN';
import { strategies } from './screens/strategies.zh-CN';
import { water } from './screens/water.zh-CN';
import { installer } from './screens/installer.zh-CN';
import { strategySetup } from './screens/strategy-setup.zh-CN';
import { company } from './screens/company.zh-CN';
import { fertigation } from './screens/fertigation.zh-CN';
import { fog } from './screens/fog.zh-CN';
import { heating } from './screens/heating.zh-CN';
import { logs } from './screens/logs.zh-CN';
import { alarms } from './screens/alarms.zh-CN';
import { pwa } from './screens/pwa.zh-CN';

/** Common UI words. */
const common = {
  strategyKind_environment: '环境控制',
  strategyKind_rollFilm: '卷膜通风',
  strategyKind_curtain: '拉幕（遮阳/保温）',
  strategyKind_fan: '风机控制',
  strategyKind_windSpeed: '风雨保护',
  strategyKind_custom: '自定义策略',
  fieldError_required: '必填',
  fieldError_tooLong: '最多 {{max}} 个字',
  fieldError_number: '请输入数字',
  fieldError_integer: '请输入整数',
  fieldError_atLeast: '不能小于 {{min}}',
  fieldError_atMost: '不能大于 {{max}}',
  fieldError_above: '必须大于 {{min}}',
  fieldError_below: '必须小于 {{max}}',
  fieldError_invalid: '输入有误',
  fieldError_minBelowMax: '上限必须大于下限',
  fieldError_lowBelowHigh: '下限必须小于上限',
  fieldError_oneThreshold: '上限和下限至少填写一个',
  appName: '温室智能管控',
  login: '登录',
  register: '注册',
  logout: '退出登录',
  phone: '手机号',
  phonePlaceholder: '请输入手机号',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  getCode: '获取验证码',
  sendCode: '发送验证码',
  resendIn: '{{s}}s后重新发送',
  tooManyAttempts: '尝试次数过多，请{{s}}秒后再试',
  retryIn: '{{s}}秒后可重试',
  rememberMe: '记住我',
  forgotPassword: '忘记密码',
  codeLogin: '验证码登录',
  passwordLogin: '密码登录',
  wechatLogin: '微信登录',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  agreePrefix: '我已阅读并同意',
  agreement: '《软件许可及服务协议》',
  confirm: '确定',
  ok: '确定',
  cancel: '取消',
  close: '关闭',
  back: '返回',
  save: '保存',
  delete: '删除',
  edit: '编辑',
  add: '添加',
  pause: '暂停',
  resume: '继续',
  stop: '停止',
  search: '搜索',
  later: '稍后再说',
  updateNow: '立即更新',
  newVersion: '发现新版本',
  loading: '加载中…',
  retry: '重试',
  noData: '暂无数据',
  language: '语言',
  version: '版本',
  today: '今天',
} as const;

/** Login, registration, WeChat and profile texts (seed sections 5, 6 and 8). */
const auth = {
  codeSent: '验证码发送成功,请注意查收',
  tokenExpired: '令牌过期，请重新登录！',
  registerSuccess: '注册成功',
  checkPhone: '请检查手机号是否正确',
  authFailedCheckPhone: '授权失败，请检查手机号是否正确',
  notSet: '暂未设置',
  experienceAccount: '体验账号',
  noServer: '您还没有绑定服务器，请联系管理员绑定',
  logoutConfirm: '确定要退出登录吗？',
  retrievePassword: '找回密码',
  changePassword: '修改密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  deleteAccount: '注销账号',
} as const;

/** Form validation messages (seed section 5), verbatim. */
const validation = {
  phoneEmpty: '手机号不能为空!',
  phoneInvalid: '您输入的手机号有误,请重新输入!',
  codeLength: '验证码长度不合格!',
  enterPhoneFirst: '请先输入手机号！',
  agreeFirst: '请先阅读并同意协议！',
  inputWrong: '输入有误，请检查！',
} as const;

/** Network failures of the HTTP client (seed section 8). */
const network = {
  timeout: '网络连接超时，请检查您的网络或服务器是否正常运行',
} as const;

/** The REST error catalogue (seed section 8), keyed by code; en holds the seed's texts verbatim. */
const errors = {
  '777': '前端错误码未定义',
  '999': '服务器未知错误',
  '10000': '未携带令牌',
  '10020': '资源不存在',
  '10030': '参数错误',
  '10041': '访问令牌损坏',
  '10042': '刷新令牌损坏',
  '10051': '访问令牌过期',
  '10052': '刷新令牌过期',
  '10060': '字段重复',
  '10070': '不可操作',
  '10100': '刷新令牌异常',
  '12000': '账号或密码错误',
  '10031': '请求内容过大',
  '10090': '尝试次数过多，请稍后再试',
} as const;

/** Live channel: connection status (seed section 4) and ack codes (PROTOCOL.md). */
const live = {
  // Why automation decided (protocol decisionWhy codes; app/components/decision-reason.ts).
  why_ventAir: '室温 {{air}} °C，开窗温度 {{openAbove}} °C',
  why_ventHumidity: '湿度 {{hum}}% 高于上限 {{humMax}}%，开窗排湿',
  why_co2Night: '夜间不施 CO₂',
  why_co2VentsOpen: '通风口已开 {{open}}%，暂停 CO₂ 施肥',
  why_co2Level: 'CO₂ {{co2}} ppm，目标 {{target}} ppm',
  why_heatAir: '室温 {{air}} °C，加温设定 {{setpoint}} °C',
  why_curtainHumidity: '湿度 {{hum}}% 高于 {{limit}}%，收起排湿',
  why_curtainColdDay: '白天室外 {{out}} °C 低于 {{limit}} °C，合拢保温',
  why_curtainColdNight: '夜间室外 {{out}} °C 低于 {{limit}} °C，合拢保温',
  why_curtainShade: '辐射 {{radiation}} W/m² 高于 {{limit}} W/m²，合拢遮阳',
  why_curtainSchedule: '按时间表 {{at}} 设为 {{pos}}%',
  why_curtainOpen: '无需保温或遮阳，收起',
  why_windProtection: '风速 {{wind}} m/s 超过 {{closeAbove}} m/s，大风保护关窗',
  why_rainProtection: '降雨 {{rain}} mm/h，雨天关窗',
  why_fanHot: '室温 {{air}} °C 高于 {{limit}} °C',
  why_fanHumid: '湿度 {{hum}}% 高于 {{limit}}%',
  why_fanCool: '室温 {{air}} °C 低于 {{limit}} °C',
  why_fanHeldOn: '最短运行时间未到，保持开启',
  why_fanHeldOff: '最短停机时间未到，保持停止',
  why_customRule: '规则的 {{n}} 个条件均成立',
  status0: '未连接',
  status1: '已连接',
  status2: '连接中',
  ackTimeout: '设备未应答，请稍后重试',
  ack0: '成功',
  ack1: '未知的配置类型或方法',
  ack2: '参数错误',
  ack3: '未找到',
  ack4: '已锁定（手动控制或程序运行中）',
  ack5: '设备离线',
  ack6: '设备未响应',
  ack7: '控制器内部错误，已记录',
  offline: '实时连接未建立，请等待连接后重试',
  noBase: '未选择基地服务器',
  badRequest: '请求格式有误，未发送：{{reason}}',
  cancelled: '已切换基地服务器，请求已取消',
  closed: '实时连接已关闭',
  refused: '控制器拒绝了请求（代码 {{code}}）：{{msg}}',
  interlocked: '已锁定：与互锁设备「{{name}}」冲突，请等它停止后再操作',
  loadingTimedOut: '加载超时（25 秒），请检查服务器是否在线',
  offlineState: '与控制器的实时连接已断开，正在重连…',
  empty: '暂无数据',
  retry: '重试',
  pending: '执行中…',
  saved: '已保存',
  changedElsewhere: '数据已被其他用户或自动控制更新',
} as const;

/** All zh-CN resources; their shape is the key set every other language must have. */
export const zhCN = {
  common,
  auth,
  validation,
  network,
  errors,
  live,
  routes,
  shell,
  login,
  account,
  actuators,
  sensors,
  home,
  automation,
  strategies,
  water,
  installer,
  strategySetup,
  company,
  fertigation,
  fog,
  heating,
  logs,
  alarms,
  pwa,
  zones,
  crops,
} as const;
