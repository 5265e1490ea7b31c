import {
  ArrowLeftRight,
  BadgeCheck,
  BarChart3,
  Bell,
  Building2,
  CreditCard,
  FileText,
  Fingerprint,
  Gift,
  Globe,
  Headphones,
  Landmark,
  Link2,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  PiggyBank,
  QrCode,
  Receipt,
  ShieldCheck,
  Smartphone,
  Split,
  Store,
  TrendingUp,
  Users,
  Wallet,
  Wifi,
  Zap,
} from "lucide-react";

/**
 * Content modules name icons by id (`icon: "qr"`) so the marketing team never imports a component;
 * only the icons listed here ship.
 */
const icons = {
  bank: Landmark,
  bell: Bell,
  building: Building2,
  card: CreditCard,
  chart: BarChart3,
  chat: MessageCircle,
  check: BadgeCheck,
  document: FileText,
  fingerprint: Fingerprint,
  gift: Gift,
  globe: Globe,
  headphones: Headphones,
  link: Link2,
  lock: Lock,
  mail: Mail,
  pin: MapPin,
  phone: Phone,
  piggy: PiggyBank,
  qr: QrCode,
  receipt: Receipt,
  shield: ShieldCheck,
  smartphone: Smartphone,
  split: Split,
  store: Store,
  transfer: ArrowLeftRight,
  trend: TrendingUp,
  users: Users,
  wallet: Wallet,
  wifi: Wifi,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
