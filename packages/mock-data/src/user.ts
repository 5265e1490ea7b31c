import type { User } from "./types";

export const user = {
  id: "user-1",
  name: "Priya Sharma",
  firstName: "Priya",
  phone: "9876543210",
  countryCode: "+91",
  email: "priya.sharma@sangampay.example",
  upiId: "priya.sharma@sangam",
  kycVerified: true,
  memberSince: "2024-03-14",
  city: "Hyderabad",
} satisfies User;
