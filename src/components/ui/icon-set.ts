import {
  ArrowRight,
  BarChart3,
  Bookmark,
  Calendar,
  CalendarCheck,
  CalendarDays,
  CircleCheck,
  CirclePlay,
  ChevronDown,
  Clock,
  Copy,
  CreditCard,
  Ellipsis,
  Eye,
  FileText,
  Headset,
  Heart,
  Hotel,
  Link2,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  MessageCircleQuestionMark,
  Package,
  Phone,
  Play,
  Search,
  Settings,
  Share2,
  ShieldCheck,
  Star,
  UserRound,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * Every icon the pages draw, by the name `<Icon name>` takes. Read only by the build, which draws them
 * once into the stylesheet (scripts/lib/icon-masks.ts): pages ship an empty element, not lucide's paths.
 */
export const iconSet = {
  'arrow-right': ArrowRight,
  'bar-chart': BarChart3,
  bookmark: Bookmark,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  'circle-play': CirclePlay,
  clock: Clock,
  copy: Copy,
  'credit-card': CreditCard,
  ellipsis: Ellipsis,
  eye: Eye,
  'file-text': FileText,
  headset: Headset,
  heart: Heart,
  hotel: Hotel,
  link: Link2,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-circle': MessageCircle,
  'message-circle-question': MessageCircleQuestionMark,
  package: Package,
  phone: Phone,
  play: Play,
  search: Search,
  settings: Settings,
  share: Share2,
  'shield-check': ShieldCheck,
  star: Star,
  'user-round': UserRound,
  users: Users,
  x: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof iconSet;

/** Icons drawn filled rather than as outlines (the rating stars, the video's play button). */
export const filledIcons: ReadonlySet<IconName> = new Set<IconName>(['star', 'play']);

/** Outlined icons that also have a filled form, for a pressed state (`[--icon-cell:var(--icon-filled-cell)]`). */
export const fillableIcons: ReadonlySet<IconName> = new Set<IconName>(['heart', 'bookmark']);
