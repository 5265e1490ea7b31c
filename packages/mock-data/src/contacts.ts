import type { Contact } from "./types";

export const contacts = [
  {
    id: "c1",
    name: "Rahul Verma",
    phone: "9812345670",
    initials: "RV",
    upiId: "rahul.verma@sangam",
  },
  {
    id: "c2",
    name: "Anjali Reddy",
    phone: "9823456781",
    initials: "AR",
    upiId: "anjali.reddy@sangam",
  },
  {
    id: "c3",
    name: "Chanda Mwila",
    phone: "9834567892",
    initials: "CM",
    upiId: "chanda.mwila@sangam",
  },
  { id: "c4", name: "Vikram Rao", phone: "9845678903", initials: "VR", upiId: "vikram.rao@sangam" },
  {
    id: "c5",
    name: "Mutale Banda",
    phone: "9856789014",
    initials: "MB",
    upiId: "mutale.banda@sangam",
  },
] satisfies Contact[];
