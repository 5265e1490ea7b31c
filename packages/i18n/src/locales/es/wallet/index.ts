import app from "./app.json";
import createPin from "./createPin.json";
import dashboard from "./dashboard.json";
import login from "./login.json";
import onboarding from "./onboarding.json";
import payment from "./payment.json";
import profile from "./profile.json";
import scanPay from "./scanPay.json";
import sendMoney from "./sendMoney.json";
import splash from "./splash.json";

/** Every screen's wording for the wallet, one JSON file per screen. */
export const wallet = {
  app,
  createPin,
  dashboard,
  login,
  onboarding,
  payment,
  profile,
  scanPay,
  sendMoney,
  splash,
};
