// trainer-class: English texts of the console's class panel, the same keys as zh-CN.
import type { trainerClass } from './trainer-class.zh-CN';

export const trainerClassEn: { [K in keyof typeof trainerClass]: string } = {
  title: 'Class of trainees',
  intro:
    "Gives each trainee an account and a base of their own (a copy of base 1, four houses): everyone practises on their own phone at once, without getting in each other's way.",
  count: 'Trainees (1-30)',
  create: 'Start the class',
  end: 'End the class',
  doneCreate: 'Accounts and bases ready for {{count}} trainees',
  doneEnd: 'Class ended: the trainee accounts and bases are removed',
  none: 'No class at the moment.',
  sheet: 'Login sheet',
  print: 'Print the login sheet',
  sheetTitle: 'Greenhouse app practice logins',
  sheetScan: 'Scan to open the app: {{url}}',
  trainee: 'Trainee {{n}}',
  phone: 'Phone',
  password: 'Password',
  base: 'Base',
  board: 'Class board',
  csv: 'Export CSV',
  colTrainee: 'Trainee',
  colOnline: 'Online',
  colAlarms: 'Open alarms',
  colLast: 'Last action',
  online: 'online',
  offline: 'offline',
  nothingYet: 'nothing yet',
  exercise: 'Exercise: {{name}}',
  noExercise: 'No exercise yet: start a scenario with trainee tasks (such as "Exercise: a hot afternoon").',
  took: 'took {{took}}',
};
