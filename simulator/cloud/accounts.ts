// The accounts the simulated cloud starts from. fixtures/accounts.ts is the source once it lands;
// until then this file carries a compatible seed of the same shape.
import type { Cost, Server } from '../../protocol/rest.ts';

/** One grower account as the cloud holds it. */
export type CloudAccount = {
  mobile: string;
  password: string;
  wxAvatarUrl: string | null;
  wxNickName: string | null;
  servers: Server[];
  cost: Cost | null;
  /** Token lifetime in seconds for this account (the cloud default when absent). */
  tokenTtlSeconds?: number;
};

/** The demo ("experience") account's mobile number (seed section 6). */
export const DEMO_MOBILE = '13800000000';

const paid: Cost = {
  yearlyPayment: { total: 0, endDate: '2099-12-31' },
  constructCost: { arrearsAmount: 0, lastPaymentDate: '2099-12-31' },
};

/** A seed of the fixture shape: demo, one server, three servers, none, arrears, short-lived token. */
export const seedAccounts: CloudAccount[] = [
  {
    mobile: DEMO_MOBILE,
    password: 'demo123456',
    wxAvatarUrl: null,
    wxNickName: null,
    servers: [{ sn: 'GH-DEMO-001', mqttBaseTopic: 'gh/demo/001', name: '示范基地', firmware: '3.2.1' }],
    cost: paid,
  },
  {
    mobile: '13900000001',
    password: 'grower123',
    wxAvatarUrl: 'https://example.invalid/avatar/li.png',
    wxNickName: '李师傅',
    servers: [{ sn: 'GH-LI-001', mqttBaseTopic: 'gh/li/001', name: '李家大棚', firmware: '3.2.1' }],
    cost: paid,
  },
  {
    mobile: '13900000003',
    password: 'grower123',
    wxAvatarUrl: null,
    wxNickName: '王场长',
    servers: [
      { sn: 'GH-WANG-001', mqttBaseTopic: 'gh/wang/001', name: '一号基地', firmware: '3.2.1' },
      { sn: 'GH-WANG-002', mqttBaseTopic: 'gh/wang/002', name: '二号基地', firmware: '3.1.0' },
      { sn: 'GH-WANG-003', mqttBaseTopic: 'gh/wang/003', name: '三号基地', firmware: '3.2.1' },
    ],
    cost: paid,
  },
  {
    mobile: '13900000000',
    password: 'grower123',
    wxAvatarUrl: null,
    wxNickName: null,
    servers: [],
    cost: null,
  },
  {
    mobile: '13900000009',
    password: 'grower123',
    wxAvatarUrl: null,
    wxNickName: '欠费用户',
    servers: [{ sn: 'GH-ARR-001', mqttBaseTopic: 'gh/arrears/001', name: '欠费基地', firmware: '3.0.0' }],
    cost: {
      yearlyPayment: { total: 12800, endDate: '2024-12-31' },
      constructCost: { arrearsAmount: 5000, lastPaymentDate: '2024-06-30' },
    },
  },
  {
    mobile: '13900000007',
    password: 'grower123',
    wxAvatarUrl: null,
    wxNickName: '短令牌',
    servers: [{ sn: 'GH-EXP-001', mqttBaseTopic: 'gh/expiring/001', name: '令牌基地', firmware: '3.2.1' }],
    cost: paid,
    tokenTtlSeconds: 60,
  },
];
