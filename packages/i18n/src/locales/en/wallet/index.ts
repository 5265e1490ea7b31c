import scanPay from "./scanPay.json";
import splash from "./splash.json";

/** Every screen's wording for the wallet, one JSON file per screen. */
export const wallet = { scanPay, splash };
