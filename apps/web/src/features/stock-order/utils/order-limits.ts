/** The longest stock order name the forms accept. */
export const ORDER_NAME_MAX_LENGTH = 80;
