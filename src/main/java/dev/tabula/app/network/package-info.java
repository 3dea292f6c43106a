/**
 * Playing with friends at other computers, as the app shows it (a screen part): the host's and the
 * guest's dialogs, the host's relay that the normal match screen plays through, and a friend's match
 * screen, which draws its own seat's view only. The network itself is {@code dev.tabula.net}.
 */
package dev.tabula.app.network;
