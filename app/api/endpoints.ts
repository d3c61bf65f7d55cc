// Every REST call of the seed (section 7) and docs/design/protocol.md, made from protocol/rest.ts `restEndpoints`
// (method, path, encoding, request and answer schemas). Each takes the client and its request; pass the
// endpoint's `response` schema (or any other) as the third argument to get that schema's typed output
// instead of the envelope.
import { restEndpoints, type RestRequest } from '../../protocol/rest';
import { defineCall } from './call';

export { defineCall, envelopeCheck, type Call, type Envelope } from './call';

type Endpoints = typeof restEndpoints;
/** Login by password or by SMS code; uuid is the device id, agent the browser's user agent. */
export type LoginRequest = RestRequest<Endpoints['login']>;
/** Registration fields (sent form-encoded). */
export type RegisterRequest = RestRequest<Endpoints['register']>;
/** A phone number that goes into the path. */
export type PhoneRequest = RestRequest<Endpoints['sendLoginCode']>;
/** The grower's session. */
export type SessionRequest = RestRequest<Endpoints['userDetail']>;
/** The software-update query. */
export type AppInfoRequest = RestRequest<Endpoints['appInfo']>;
/** Password reset by SMS code. */
export type RetrievePasswordRequest = RestRequest<Endpoints['retrievePassword']>;
/** Password change while logged in. */
export type ChangePasswordRequest = RestRequest<Endpoints['changePassword']>;

export const login = defineCall('login', restEndpoints.login);
export const register = defineCall('register', restEndpoints.register);
export const sendRegisterCode = defineCall('sendRegisterCode', restEndpoints.sendRegisterCode);
export const sendLoginCode = defineCall('sendLoginCode', restEndpoints.sendLoginCode);
export const deleteAccount = defineCall('deleteAccount', restEndpoints.deleteAccount);
export const userDetail = defineCall('userDetail', restEndpoints.userDetail);
export const baseServers = defineCall('baseServers', restEndpoints.baseServers);
/** Call it with the client made on config.appInfoBase. */
export const appInfo = defineCall('appInfo', restEndpoints.appInfo);
export const userCost = defineCall('userCost', restEndpoints.userCost);
export const retrievePassword = defineCall('retrievePassword', restEndpoints.retrievePassword);
export const changePassword = defineCall('changePassword', restEndpoints.changePassword);
