import { withCountryCopy } from "../../../copy-by-file";
import addMoney from "./addMoney.json";
import app from "./app.json";
import bills from "./bills.json";
import business from "./business.json";
import createPin from "./createPin.json";
import dashboard from "./dashboard.json";
import giveName from "./giveName.json";
import history from "./history.json";
import input from "./input.json";
import insights from "./insights.json";
import international from "./international.json";
import kyc from "./kyc.json";
import lastView from "./lastView.json";
import login from "./login.json";
import nav from "./nav.json";
import onboarding from "./onboarding.json";
import payLink from "./payLink.json";
import payment from "./payment.json";
import profile from "./profile.json";
import profileData from "./profileData.json";
import profileDetails from "./profileDetails.json";
import profileLegal from "./profileLegal.json";
import profileNotifications from "./profileNotifications.json";
import profilePaymentMethods from "./profilePaymentMethods.json";
import profileSecurity from "./profileSecurity.json";
import profileSupport from "./profileSupport.json";
import receive from "./receive.json";
import recharge from "./recharge.json";
import request from "./request.json";
import rewards from "./rewards.json";
import scanPay from "./scanPay.json";
import sendMoney from "./sendMoney.json";
import serverLinks from "./serverLinks.json";
import splash from "./splash.json";
import split from "./split.json";
import splitPeople from "./splitPeople.json";
import supportChat from "./supportChat.json";
import unlock from "./unlock.json";
import zmPayment from "./ZM/payment.json";
import zmReceive from "./ZM/receive.json";
import zmScanPay from "./ZM/scanPay.json";
import zmSendMoney from "./ZM/sendMoney.json";

/**
 * English, the source language, listed file by file so every key is typed (a misspelt `t("...")`
 * fails typecheck). Other languages load their folder by glob; `locale-files.test.ts` fails when a
 * JSON file here is missing from this list. A home country's own words for a screen
 * (`ZM/sendMoney.json`) join that screen as context keys (`_ZM`, see `withCountryCopy`).
 */
const screens = {
  addMoney,
  app,
  bills,
  business,
  createPin,
  dashboard,
  giveName,
  history,
  input,
  international,
  kyc,
  lastView,
  insights,
  login,
  nav,
  onboarding,
  payLink,
  payment,
  profile,
  profileData,
  profileDetails,
  profileLegal,
  profileNotifications,
  profilePaymentMethods,
  profileSecurity,
  profileSupport,
  receive,
  recharge,
  request,
  rewards,
  scanPay,
  sendMoney,
  serverLinks,
  splash,
  split,
  splitPeople,
  supportChat,
  unlock,
};

export const wallet = withCountryCopy(screens, {
  ZM: { payment: zmPayment, receive: zmReceive, scanPay: zmScanPay, sendMoney: zmSendMoney },
});
