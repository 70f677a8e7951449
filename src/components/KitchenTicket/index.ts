export { KitchenTicket, ticketId, type KitchenTicketProps } from './KitchenTicket';
export type { TicketAction } from './TicketActions';
