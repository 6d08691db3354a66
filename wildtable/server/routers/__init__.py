"""One router per resource: games, tables, the websocket, and the pages."""
